/** client/contact-form.ts: the form thanks the visitor instead of sending. */
export const contactFormBehaviour = 'contact-form';
export const contactFormAttribute = 'data-contact-form';
