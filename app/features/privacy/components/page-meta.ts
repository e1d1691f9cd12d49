/** The head of every page about the signed-in person's own data: its title, and kept out of search engines. */
export const privatePageMeta = (title: string) => [
  { title: `${title} · RID-CRC` },
  { name: "robots", content: "noindex" },
];
