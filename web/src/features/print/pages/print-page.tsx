import { useEffect, useMemo, useRef, useState } from 'react';
import DOMPurify from 'dompurify';
import { useText } from '../../../i18n/use-text';
import { deferStoredImages, showStoredImages } from '../../../shared/widgets/file-upload/stored-file-url';
import { printWithWatermark, readPrintDocument, usePrint, useWatermarkText, Watermark } from '../../../shared/widgets/print';
import './print-page.css';

/** The document's HTML sanitised, its stored-file images waiting for their authorised download. */
function printableHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  deferStoredImages(fragment);
  const holder = document.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}

/**
 * /PrintPage (spec section 2, outside the main layout): the document another page handed over with
 * openPrintPage(), sanitised, under the user's watermark; printing starts 800 ms after its images
 * are shown.
 * Plain markup, no antd: the page must stay light and must not reshuffle the shared antd chunks.
 */
export function PrintPage() {
  const { t } = useText();
  const [doc] = useState(readPrintDocument);
  const html = useMemo(() => (doc ? printableHtml(doc.html) : ''), [doc]);
  const body = useRef<HTMLDivElement>(null);
  const watermark = useWatermarkText();
  const again = usePrint({ overlay: false });

  useEffect(() => {
    if (!doc) return;
    const controller = new AbortController();
    const images = body.current ? showStoredImages(body.current) : Promise.resolve();
    void images.then(() => printWithWatermark({ text: watermark, overlay: false, signal: controller.signal }));
    return () => controller.abort();
  }, [doc, html, watermark]);

  if (!doc) {
    return (
      <div className="tis-print-page">
        <p className="tis-print-page-empty" role="status">
          {t('widgets.printPage.empty')}
        </p>
      </div>
    );
  }
  return (
    <div className="tis-print-page">
      <Watermark text={watermark} />
      <div className="tis-print-page-bar tis-print-hide">
        <button type="button" className="tis-print-page-button" disabled={again.printing} onClick={() => void again.print()}>
          {t('widgets.print.print')}
        </button>
      </div>
      <article className="tis-print-document">
        <h1 className="tis-print-document-title">{doc.title}</h1>
        {/* Sanitised above with DOMPurify. */}
        <div ref={body} className="tis-print-document-body" data-testid="print-document-body" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </div>
  );
}
