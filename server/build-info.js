// Run by `npm run build`: the commit the build was made from, for the console's System page. A
// deployment that builds outside git (no .git folder) names it with GIT_COMMIT or SOURCE_VERSION.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

let commit = null;
try {
  commit = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
} catch {
  // Not a git checkout, or git is not installed: the page says the commit is not given.
}
mkdirSync("build", { recursive: true });
writeFileSync("build/build-info.json", JSON.stringify({ commit, builtAt: new Date().toISOString() }));
