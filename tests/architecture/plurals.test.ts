import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Issue 23: "1 new Champions", "1 accounts", "invitation(s)". Every count the product prints reads
 * right for 0, 1 and many through one helper (app/lib/text/plural.ts, Intl.PluralRules, so the languages
 * to come add their own forms). This scan of the words in app/ (strings, templates and JSX text)
 * refuses the three ways a count was written by hand:
 * - "(s)" after a word;
 * - a count followed by a plural noun in a template or JSX (`${n} stories`, `{count} items`);
 * - a choice between the forms (`n === 1 ? "1 page" : …`, `minute${n === 1 ? "" : "s"}`).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const APP = path.join(ROOT, "app");
/** The chatbot's evaluation prints for developers, not for the product's users. */
const NOT_PRODUCT = [path.join(APP, "features/chat/eval")];

function files(dir: string): string[] {
  if (NOT_PRODUCT.includes(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Words ending in "s" that are not plural nouns (units and little words). */
const NOT_PLURAL = new Set(["ms", "is", "was", "has", "its", "this", "as", "us", "yes", "plus", "always", "perhaps"]);
/** A plural noun right after the count, perhaps after one adjective ("3 new Champions"). */
const PLURAL_AFTER = /^ +(?:[a-z]+ )?([A-Za-z]+s)\b/;

/** Whether an interpolated expression reads as a count (a number, a length, a size, a tally). */
function isCount(expression: ts.Expression): boolean {
  if (ts.isNumericLiteral(expression)) return true;
  if (ts.isParenthesizedExpression(expression)) return isCount(expression.expression);
  if (ts.isCallExpression(expression) && ts.isPropertyAccessExpression(expression.expression)) {
    // n.toLocaleString(…), count.toString()
    return /^to(Locale)?String$/.test(expression.expression.name.text) && isCount(expression.expression.expression);
  }
  const name = ts.isIdentifier(expression)
    ? expression.text
    : ts.isPropertyAccessExpression(expression)
      ? expression.name.text
      : null;
  return name !== null && /^(?:n|count|total|length|size|left|remaining)$|Count$|Total$|[a-z]s$/i.test(name);
}

const isPluralWord = (text: string) => {
  const match = PLURAL_AFTER.exec(text);
  const word = match?.[1]?.toLowerCase();
  return !!word && !NOT_PLURAL.has(word) && !word.endsWith("ss") && !word.endsWith("us");
};

/** A string branch that is one of the forms: "", "s", or a phrase with the count 1 ("1 page"). */
const isForm = (node: ts.Expression): boolean => {
  if (ts.isStringLiteralLike(node))
    return node.text === "" || node.text === "s" || /(?:^|\s)1 [A-Za-z]/.test(node.text);
  return ts.isTemplateExpression(node) && /(?:^|\s)1 [A-Za-z]/.test(node.head.text);
};

/** A branch that is a word or two ("test", "person"): `n === 1 ? "test" : "tests"`. */
const isWord = (node: ts.Expression) => ts.isStringLiteralLike(node) && /^[A-Za-z-]+(?: [A-Za-z-]+)?$/.test(node.text);

function offendersIn(file: string, text = readFileSync(file, "utf8")): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, why: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path.relative(ROOT, file)}:${line + 1}: ${why}: ${node.getText(source).slice(0, 80)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      if (/[A-Za-z]\(s\)/.test(node.text)) report(node, '"(s)"');
    }
    if (ts.isTemplateSpan(node) && isCount(node.expression) && isPluralWord(node.literal.text))
      report(node, "a count with a plural written by hand");
    if (ts.isJsxExpression(node) && node.expression && isCount(node.expression)) {
      const siblings = node.parent
        .getChildren(source)
        .flatMap((c) => (c.kind === ts.SyntaxKind.SyntaxList ? c.getChildren(source) : [c]));
      const next = siblings[siblings.indexOf(node) + 1];
      if (next && ts.isJsxText(next) && isPluralWord(next.text)) report(node, "a count with a plural written by hand");
    }
    if (
      ts.isConditionalExpression(node) &&
      ts.isBinaryExpression(node.condition) &&
      [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
        node.condition.operatorToken.kind,
      ) &&
      ts.isNumericLiteral(node.condition.right) &&
      node.condition.right.text === "1" &&
      (isForm(node.whenTrue) || isForm(node.whenFalse) || (isWord(node.whenTrue) && isWord(node.whenFalse)))
    )
      report(node, "a choice between singular and plural");
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("counts go through app/lib/text/plural.ts (issue 23)", () => {
  it('no "(s)", no count with a hand-written plural, no hand-made choice between the forms', () => {
    expect(files(APP).flatMap((file) => offendersIn(file))).toEqual([]);
  });

  it("the scan sees each of the three", () => {
    const probe = [
      "const a = `Successfully sent ${n} invitation(s)!`;",
      "const b = `${stats.newChampions} new Champions this week`;",
      "const c = <p>{results.length} articles</p>;",
      'const d = total === 1 ? "1 result" : `${total.toLocaleString()} result`;',
      'const e = `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;',
      'const g = <p>{n} {n === 1 ? "person" : "people"}</p>;',
      // Not counts: a name, a unit, an adjective after a count that is not a noun.
      "const f = `${category.name} articles, ${ms} ms, ${count} is fine, ${page} of ${pages}`;",
    ].join("\n");
    const why = (line: string) => line.split(": ")[1];
    expect(offendersIn(path.join(ROOT, "app/probe.tsx"), probe).map(why)).toEqual([
      '"(s)"',
      "a count with a plural written by hand",
      "a count with a plural written by hand",
      "a choice between singular and plural",
      "a choice between singular and plural",
      "a choice between singular and plural",
    ]);
  });
});
