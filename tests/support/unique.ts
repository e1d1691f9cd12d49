import { randomBytes } from "node:crypto";

// Values no other test of the run uses: names, numbers and client addresses (each its own limits).

let n = 0;
export const unique = (label: string) => `${label}-${++n}-${randomBytes(3).toString("hex")}`;
export const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
