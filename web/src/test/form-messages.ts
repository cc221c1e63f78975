/** The antd form item a field (found by its test id or element) belongs to. */
function formItemOf(field: HTMLElement): HTMLElement {
  const item = field.closest<HTMLElement>('.ant-form-item');
  if (!item) throw new Error('the field is not inside an antd Form.Item');
  return item;
}

/** The validation messages a form field shows, each as its own entry. */
export function fieldMessages(field: HTMLElement): string[] {
  return [...formItemOf(field).querySelectorAll('.ant-form-item-explain-error')].map((el) => el.textContent);
}

/** True when the field's label carries the required star. */
export function isStarred(field: HTMLElement): boolean {
  return formItemOf(field).querySelector('.ant-form-item-required') !== null;
}
