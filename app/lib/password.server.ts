import { hash, verify } from "@node-rs/argon2";

// argon2id (algorithm 2) with OWASP's minimum parameters (19 MiB, t=2): ~32 ms a hash here.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);
export const verifyPassword = (stored: string, password: string) => verify(stored, password);
