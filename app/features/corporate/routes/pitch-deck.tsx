import { pitchDeckPdf } from "../pitch-deck.server";

/** A resource route: the CSR pitch deck as a real PDF file. */
export async function loader() {
  const pdf = await pitchDeckPdf();
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="rid-crc-corporate-partnership.pdf"',
      "Cache-Control": "public, max-age=3600",
    },
  });
}
