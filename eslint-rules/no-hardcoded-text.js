/**
 * No English typed into the JSX of a translated component (issue 27, ADR 0027): its visible words
 * and the attributes people read (aria-label, title, placeholder, alt, and the `label`, `eyebrow`
 * props of our components) come from app/locales/<lang>/<namespace>.json through `t()`. Text with
 * no letters (digits, punctuation, arrows) and the brand name pass. eslint.config.js lists the
 * folders already translated: the list grows as pages are translated.
 */
const ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "label", "eyebrow"]);
const ALLOWED = new Set(["RID-CRC"]);
const hasWords = (text) => /\p{L}/u.test(text) && !ALLOWED.has(text.trim());

export default {
  meta: {
    type: "problem",
    docs: { description: "user-visible text must come from the message files" },
    messages: { literal: 'Text "{{text}}" is typed in the component: put it in app/locales and use t().' },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: "literal", data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === "string" ? node.name.name : "";
        if (!ATTRIBUTES.has(name) || !node.value) return;
        const value =
          node.value.type === "Literal"
            ? node.value.value
            : node.value.type === "JSXExpressionContainer" && node.value.expression.type === "Literal"
              ? node.value.expression.value
              : node.value.type === "JSXExpressionContainer" && node.value.expression.type === "TemplateLiteral"
                ? node.value.expression.quasis.map((q) => q.value.cooked).join("")
                : null;
        if (typeof value === "string" && hasWords(value)) report(node, value);
      },
    };
  },
};
