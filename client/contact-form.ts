import { contactFormAttribute } from '../components/hooks/contact-form';

const FORM = `form[${contactFormAttribute}]`;

/** The spec's confirmation; nothing is actually sent. */
const contactThanks = "Thank you for your message. I'll get back to you soon!";

// Loaded only by pages that render the form (components/Contact.tsx declares it).
// `submit` fires only once the browser's own validation has passed.
document.addEventListener('submit', (event) => {
  if (!(event.target instanceof HTMLFormElement) || !event.target.matches(FORM)) return;
  event.preventDefault();
  window.alert(contactThanks);
  event.target.reset();
});
