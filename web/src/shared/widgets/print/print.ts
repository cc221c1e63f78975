import { TIMINGS } from '@tis/contracts';
import { clientEnvironment } from '../../../api/client-environment';
import { textKey } from '../../../i18n/keys';
import { watermarkStyle } from './watermark-image';
import './print.css';

/** Old Internet Explorer (up to 10: "MSIE", 11: "Trident/"). */
export function isOldInternetExplorer(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}

/** What printing needs from the browser; tests pass their own. */
export interface PrintEnvironment {
  userAgent: string;
  print(): void;
  /** Shows the refusal (translated) as an error toast. */
  refuse(text: string): void;
  delay(ms: number): Promise<void>;
}

function browserEnvironment(): PrintEnvironment {
  return {
    userAgent: navigator.userAgent,
    print: () => window.print(),
    refuse: (text) => clientEnvironment().notifier.message('error', text),
    delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

export interface PrintOptions {
  /** The watermark text (see watermarkText); '' prints without a watermark. */
  text: string;
  /**
   * Lay a print-only watermark over the page for this print. Pages that already show a
   * <Watermark> (the /PrintPage) pass false.
   */
  overlay?: boolean;
  /** Aborted during the delay (the page went away): nothing is printed. */
  signal?: AbortSignal;
  environment?: Partial<PrintEnvironment>;
}

const OVERLAY_ID = 'tis-print-watermark';

/** The print-only layer: one per document, removed after printing. */
function mountOverlay(text: string): () => void {
  document.getElementById(OVERLAY_ID)?.remove();
  const layer = document.createElement('div');
  layer.id = OVERLAY_ID;
  layer.className = 'tis-watermark tis-watermark-print-only';
  layer.setAttribute('aria-hidden', 'true');
  Object.assign(layer.style, watermarkStyle(text));
  document.body.appendChild(layer);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    window.removeEventListener('afterprint', remove);
    layer.remove();
  };
  // Browsers whose print() returns before the dialog closes print the layer until afterprint.
  window.addEventListener('afterprint', remove);
  return remove;
}

/**
 * Prints the page with the watermark (spec sections 2, 5, 9): refused on old Internet Explorer
 * ("please use Chrome browser to print"); otherwise the watermark is laid over the page and the
 * browser's print starts after 800 ms. Resolves true when print() was called.
 */
export async function printWithWatermark({ text, overlay = true, signal, environment }: PrintOptions): Promise<boolean> {
  const env = { ...browserEnvironment(), ...environment };
  if (isOldInternetExplorer(env.userAgent)) {
    env.refuse(clientEnvironment().translate(textKey('error.printNeedsChrome')));
    return false;
  }
  const remove = overlay && text !== '' ? mountOverlay(text) : undefined;
  await env.delay(TIMINGS.printDelayMs);
  if (signal?.aborted) {
    remove?.();
    return false;
  }
  try {
    env.print();
  } finally {
    // print() blocks until the dialog closes in Chrome and Edge; elsewhere afterprint removes it.
    if (remove && !('onafterprint' in window)) remove();
  }
  return true;
}
