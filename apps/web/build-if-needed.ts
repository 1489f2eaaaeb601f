// `npm start`'s first step: builds the web app unless apps/web/dist is a build of the current sources.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { isBuildUpToDate } from "./build-inputs";

const root = fileURLToPath(new URL("../..", import.meta.url));
if (isBuildUpToDate(root)) {
  console.log("The web app in apps/web/dist is up to date: not rebuilding it.");
} else {
  const build = spawnSync("npm", ["run", "build", "-w", "@wellguard/web"], { cwd: root, stdio: "inherit" });
  process.exit(build.status ?? 1);
}
