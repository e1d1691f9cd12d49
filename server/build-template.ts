// Run by `npm run build`: a migrated, empty embedded database packed beside the build. A first start
// unpacks it (about 1 s) instead of initialising PGlite from nothing (about 3.5 s here).
import { mkdirSync, writeFileSync } from "node:fs";
import { EMBEDDED_TEMPLATE, openMemory } from "../app/lib/db.server";

const database = await openMemory();
const dump = await database.client.dumpDataDir("gzip");
await database.close();
mkdirSync("build", { recursive: true });
writeFileSync(EMBEDDED_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
