/** ILIKE treats % and _ as wildcards: a typed "50%" must match the text "50%", not "50 anything". */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
