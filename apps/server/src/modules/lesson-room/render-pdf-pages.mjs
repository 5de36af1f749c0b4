// The child process that turns a shared PDF into page images (ADR 66). Plain JavaScript so that node runs it
// as it is under tsx, vitest and the compiled server alike. It reads one message {data, maxPages, maxWidth,
// maxHeight}, answers {pages: Uint8Array[]} or {refused: 'invalid' | 'locked' | 'too-many-pages'} and exits;
// the parent kills it when it takes too long. pdf.js's legacy build is the one made for Node; it draws with
// @napi-rs/canvas, a prebuilt Skia from the npm registry. sharp (libvips, already the server's image library)
// writes the PNG: about 10-40 ms a page where the canvas's own encoder took 150-700 ms.
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';

/** @param {{data: Uint8Array, maxPages: number, maxWidth: number, maxHeight: number}} job */
async function render(job) {
  const loading = getDocument({
    // pdf.js takes a plain Uint8Array, not the Buffer the message arrives as (a view, not a copy).
    data: new Uint8Array(job.data.buffer, job.data.byteOffset, job.data.byteLength),
    isEvalSupported: false,
    // No font files are served: PDFs of sheet music embed theirs, the rest fall back to a standard face.
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await loading.promise;
  } catch (err) {
    const name = err && typeof err === 'object' && 'name' in err ? err.name : '';
    return { refused: name === 'PasswordException' ? 'locked' : 'invalid' };
  }
  if (doc.numPages > job.maxPages) return { refused: 'too-many-pages' };
  const pages = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const natural = page.getViewport({ scale: 1 });
    // As wide as a screen shows sheet music, never larger than the caps however large the page says it is.
    const scale = Math.min(job.maxWidth / natural.width, job.maxHeight / natural.height);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(
      Math.max(1, Math.floor(viewport.width)),
      Math.max(1, Math.floor(viewport.height)),
    );
    const context = canvas.getContext('2d');
    // A page has no background of its own: white, as a reader shows it.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    // The canvas's pixels are RGBA and opaque (the white background): three channels suffice.
    const png = await sharp(canvas.data(), {
      raw: { width: canvas.width, height: canvas.height, channels: 4 },
    })
      .removeAlpha()
      .png({ compressionLevel: 6 })
      .toBuffer();
    pages.push(new Uint8Array(png.buffer, png.byteOffset, png.byteLength));
    page.cleanup();
  }
  await loading.destroy();
  return { pages };
}

process.once('message', (job) => {
  render(job)
    .catch(() => ({ refused: 'invalid' }))
    .then((answer) => process.send?.(answer, () => process.exit(0)));
});
