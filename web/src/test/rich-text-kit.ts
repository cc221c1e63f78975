import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The editable box of the rich-text editor with this test id (waits for the editor, which loads on demand). */
export function richTextBox(testId: string, root: HTMLElement = document.body): Promise<HTMLElement> {
  return waitFor(() => {
    const box = within(root).getByTestId(testId).querySelector<HTMLElement>('[contenteditable]');
    if (!box) throw new Error(`the rich-text editor ${testId} has not loaded yet`);
    return box;
  });
}

/** Replaces the text of the editor's first paragraph, as typing does (the editor reads the changed DOM). */
export async function writeRichText(testId: string, text: string): Promise<void> {
  const box = await richTextBox(testId);
  const paragraph = box.querySelector('p');
  if (!paragraph) throw new Error(`the rich-text editor ${testId} has no paragraph`);
  paragraph.textContent = text;
  await waitFor(() => expect(box.textContent).toBe(text));
}
