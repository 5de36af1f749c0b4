/**
 * The room's PDF renderer (ADR 66): pdf.js in a child process, one PDF at a time, within a time limit. The
 * upload tests (lesson-room-kept.test.ts) cover what the sharer is told; these cover the child itself.
 */
import { describe, expect, it } from 'vitest';
import { pagePath, renderPdfPages } from '../src/modules/lesson-room/pdf-pages.ts';
import { passwordPdf, pdfFile, pdfOfPages } from './fixtures/attachments.ts';

const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('renderPdfPages', () => {
  it('draws every page as a PNG within the size caps, and says why it cannot draw others', async () => {
    const drawn = await renderPdfPages(pdfOfPages(3));
    if (!('pages' in drawn)) throw new Error(`refused: ${drawn.refused}`);
    expect(drawn.pages).toHaveLength(3);
    for (const page of drawn.pages) {
      expect(page.subarray(1, 4).toString()).toBe('PNG');
      // A US Letter page (612 x 792 pt) scaled to the 1400 px width cap.
      expect(size(page)).toEqual([1400, 1811]);
    }
    // Different pages, drawn differently (the square moves).
    expect(drawn.pages[0]!.equals(drawn.pages[1]!)).toBe(false);
    expect(await renderPdfPages(pdfFile())).toEqual({ refused: 'invalid' });
    expect(await renderPdfPages(passwordPdf())).toEqual({ refused: 'locked' });
    expect(await renderPdfPages(pdfOfPages(61))).toEqual({ refused: 'too-many-pages' });
  });

  it('gives up on a PDF that takes longer than its time, and the next one is drawn as usual', async () => {
    const [slow, next] = await Promise.all([
      renderPdfPages(pdfOfPages(40), 50),
      renderPdfPages(pdfOfPages(1)),
    ]);
    expect(slow).toEqual({ refused: 'too-slow' });
    expect('pages' in next && next.pages.length).toBe(1);
  });

  it('keeps the pages beside the PDF, under its name', () => {
    expect(pagePath('private/attachments/ab12.pdf', 3)).toBe('private/attachments/ab12-p3.png');
  });
});
