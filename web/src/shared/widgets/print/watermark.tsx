import { useCallback, useMemo, useState } from 'react';
import { useAppSelector } from '../../../app/store';
import { printWithWatermark, type PrintOptions } from './print';
import { watermarkStyle, watermarkText } from './watermark-image';

/** The watermark text of the signed-in user (spec section 2). */
export function useWatermarkText(): string {
  return useAppSelector((state) => watermarkText(state.session.user));
}

/**
 * A watermark over the whole page, on screen and on paper (the print stylesheet keeps it).
 * Without `text`, the signed-in user's watermark text.
 */
export function Watermark({ text }: { text?: string }) {
  const sessionText = useWatermarkText();
  const value = text ?? sessionText;
  const style = useMemo(() => watermarkStyle(value), [value]);
  if (value === '') return null;
  return <div className="tis-watermark" aria-hidden="true" data-testid="watermark" style={style} />;
}

/**
 * Print button logic for any page: `print()` lays the user's watermark over the page and prints
 * after 800 ms (refused on old Internet Explorer); `printing` is true during the delay.
 */
export function usePrint(options: Omit<PrintOptions, 'text' | 'signal'> = {}): { print: () => Promise<boolean>; printing: boolean } {
  const text = useWatermarkText();
  const [printing, setPrinting] = useState(false);
  const { overlay, environment } = options;
  const print = useCallback(async () => {
    setPrinting(true);
    try {
      return await printWithWatermark({ text, overlay, environment });
    } finally {
      setPrinting(false);
    }
  }, [text, overlay, environment]);
  return { print, printing };
}
