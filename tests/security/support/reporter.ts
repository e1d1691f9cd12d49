import type { FullConfig, Reporter, Suite } from "@playwright/test/reporter";
import { readFigures, summary } from "./figures";

/**
 * Prints the security suite's figures once, at the end of a run that included it (after the list
 * reporter's results). Each worker writes its sections to tests/security/.last-figures.json.
 */
export default class FiguresReporter implements Reporter {
  private began = 0;
  private security = false;

  onBegin(_config: FullConfig, suite: Suite) {
    this.began = Date.now();
    this.security = suite.allTests().some((test) => test.parent.project()?.name === "security");
  }

  onEnd() {
    const startedAt = Date.parse(String(readFigures().startedAt ?? ""));
    if (this.security && startedAt >= this.began) console.log(`\n${summary()}\n`);
  }

  printsToStdio() {
    return false;
  }
}
