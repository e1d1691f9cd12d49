/** Title, description and canonical address of a public education page. */
export function pageMeta(title: string, description: string, canonical: string | undefined) {
  return [
    { title: `${title} · RID-CRC` },
    { name: "description", content: description },
    ...(canonical
      ? [
          { tagName: "link", rel: "canonical", href: canonical },
          { property: "og:title", content: title },
          { property: "og:description", content: description },
          { property: "og:url", content: canonical },
        ]
      : []),
  ];
}
