/** Who publishes the site, for search engines (schema.org). Facts only: never ratings or reviews. */
export function organizationJsonLd(appUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "RID-CRC",
    alternateName: "RID-CRC: A National Movement to Outsmart Colorectal Cancer",
    url: `${appUrl}/`,
    logo: `${appUrl}/favicon.svg`,
    description:
      "Singapore's clinician-led national movement to outsmart colorectal cancer through awareness, screening and early detection.",
    areaServed: { "@type": "Country", name: "Singapore" },
  };
}
