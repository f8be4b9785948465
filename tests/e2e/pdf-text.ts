// Reads a PDF the way a reader would see it: each page's text, and how many pictures each page paints
// (raster images and drawn vector pictures alike), for the print specs.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPage {
  text: string;
  /** Raster pictures painted on the page. */
  images: number;
  /** Filled vector shapes (a drawn SVG picture is made of these; text is not). */
  shapes: number;
}

export async function readPdfPages(pdf: Buffer): Promise<PdfPage[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    const operators = await page.getOperatorList();
    const imageOps = new Set<number>([
      OPS.paintImageXObject,
      OPS.paintInlineImageXObject,
      OPS.paintImageMaskXObject,
    ]);
    const shapeOps = new Set<number>([
      OPS.fill,
      OPS.eoFill,
      OPS.fillStroke,
      OPS.eoFillStroke,
      OPS.shadingFill,
    ]);
    pages.push({
      text,
      images: operators.fnArray.filter((op) => imageOps.has(op)).length,
      shapes: operators.fnArray.filter((op) => shapeOps.has(op)).length,
    });
  }
  await document.destroy();
  return pages;
}
