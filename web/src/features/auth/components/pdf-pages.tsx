import { useEffect, useRef, useState } from 'react';
// The worker is a file of the SPA's own origin (CSP script-src/worker-src 'self'); pdf.js itself is
// imported only when a document is shown, so neither enters the login page's first download.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type * as PdfJsModule from 'pdfjs-dist';
import './pdf-pages.css';

type PdfJs = typeof PdfJsModule;

let pdfJs: Promise<PdfJs> | undefined;

/** pdf.js, loaded once, with its worker from the SPA's assets. */
function loadPdfJs(): Promise<PdfJs> {
  pdfJs ??= import('pdfjs-dist').then((lib) => {
    lib.GlobalWorkerOptions.workerSrc = workerUrl;
    return lib;
  });
  return pdfJs;
}

export interface PdfPagesProps {
  /** The PDF's bytes. */
  data: Uint8Array;
  /** Accessible name of the document. */
  title: string;
  onRendered?: () => void;
  onError: (error: unknown) => void;
}

/**
 * A PDF drawn in the page with pdf.js: every page as a canvas fitted to the container's width, with
 * pdf.js's text layer over it, so the document's text can be read, selected, found and read aloud
 * (no frame and no browser plug-in).
 */
export function PdfPages({ data, title, onRendered, onError }: PdfPagesProps) {
  const container = useRef<HTMLDivElement>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const host = container.current;
    if (!host) return undefined;
    const run = { cancelled: false };
    let destroy: (() => Promise<void>) | undefined;
    (async () => {
      const lib = await loadPdfJs();
      // A copy: pdf.js hands the buffer to its worker.
      const task = lib.getDocument({ data: data.slice() });
      destroy = () => task.destroy();
      const pdf = await task.promise;
      const width = Math.max(host.clientWidth, 1);
      const pixelRatio = window.devicePixelRatio;
      for (let number = 1; number <= pdf.numPages && !run.cancelled; number++) {
        const page = await pdf.getPage(number);
        const scale = width / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale });
        const sheet = document.createElement('div');
        sheet.className = 'tis-pdf-page';
        sheet.dataset.page = String(number);
        sheet.style.setProperty('--total-scale-factor', String(scale));
        sheet.style.width = `${viewport.width}px`;
        sheet.style.height = `${viewport.height}px`;
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width * pixelRatio);
        canvas.height = Math.floor(viewport.height * pixelRatio);
        canvas.setAttribute('aria-hidden', 'true');
        const text = document.createElement('div');
        text.className = 'textLayer';
        sheet.append(canvas, text);
        host.append(sheet);
        await page.render({ canvas, viewport, transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0] }).promise;
        await new lib.TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport }).render();
      }
      if (!run.cancelled) {
        setDone(true);
        onRendered?.();
      }
    })().catch((error: unknown) => {
      if (!run.cancelled) onError(error);
    });
    return () => {
      run.cancelled = true;
      host.replaceChildren();
      void destroy?.();
    };
    // The callbacks are not part of what is drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  return <div ref={container} className="tis-pdf-pages" role="document" aria-label={title} aria-busy={!done} data-testid="pdf-pages" />;
}
