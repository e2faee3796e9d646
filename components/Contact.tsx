import { sectionIds } from '../data/sections';
import { contactIntro, site } from '../data/site';
import { ExternalLink } from './ExternalLink';
import {
  IconBrandGithub,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandYoutube,
  IconMail,
  IconMapPin,
  IconPhone,
  IconSend,
} from './icons';
import { Section } from './Section';
import { button } from '../styles/buttons.css';
import { card, iconTile } from '../styles/surfaces.css';
import { iconButton } from '../styles/controls.css';
import * as styles from './Contact.css';
import { contactFormAttribute, contactFormBehaviour } from './hooks/contact-form';
import { useBehaviours } from './page-needs';

const socialLinks = [
  { label: 'LinkedIn', href: site.social.linkedin, Icon: IconBrandLinkedin },
  { label: 'GitHub', href: site.social.github, Icon: IconBrandGithub },
  { label: 'YouTube', href: site.social.youtube, Icon: IconBrandYoutube },
];

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function Contact() {
  useBehaviours(contactFormBehaviour);
  return (
    <Section id={sectionIds.contact} eyebrow="Contact" title="Let’s work together" intro={contactIntro} tone="muted">
      <div className={styles.layout}>
        <div className={`${card} ${styles.info}`}>
          <h3 className={styles.cardTitle}>Contact information</h3>
          <ul className={styles.details}>
            {site.emails.map((email) => (
              <li key={email} className={styles.detail}>
                <span className={iconTile}>
                  <IconMail aria-hidden="true" />
                </span>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ))}
            <li className={styles.detail}>
              <span className={iconTile}>
                <IconPhone aria-hidden="true" />
              </span>
              <a href={telHref(site.phone)}>{site.phone.replace(/ /g, '\u00a0')}</a>
            </li>
            <li className={styles.detail}>
              <span className={iconTile}>
                <IconMapPin aria-hidden="true" />
              </span>
              {site.location.town}, {site.location.country}
            </li>
          </ul>
          <ul className={styles.social}>
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <ExternalLink href={href} className={iconButton} aria-label={label} tooltip>
                  <Icon aria-hidden="true" />
                </ExternalLink>
              </li>
            ))}
          </ul>
          <ExternalLink href={site.whatsapp} className={`${button.primary} ${styles.whatsapp}`}>
            <IconBrandWhatsapp aria-hidden="true" />
            WhatsApp Me
          </ExternalLink>
        </div>

        {/* method="dialog": outside a dialog, submitting sends nothing anywhere, scripts or not. */}
        <form
          className={`${card} ${styles.form}`}
          method="dialog"
          aria-labelledby="contact-form-title"
          {...{ [contactFormAttribute]: true }}
        >
          <h3 id="contact-form-title" className={styles.cardTitle}>
            Send a Message
          </h3>
          <div className={styles.row}>
            <label className={styles.field}>
              <span className={styles.label}>Name</span>
              <input className={styles.input} name="name" type="text" autoComplete="name" required />
            </label>
            <label className={styles.field}>
              <span className={styles.label}>Email</span>
              <input className={styles.input} name="email" type="email" autoComplete="email" required />
            </label>
          </div>
          <label className={styles.field}>
            <span className={styles.label}>Subject</span>
            <input className={styles.input} name="subject" type="text" required />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>Message</span>
            <textarea className={styles.input} name="message" rows={5} required />
          </label>
          <button type="submit" className={`${button.primary} ${styles.submit}`}>
            <IconSend aria-hidden="true" />
            Send Message
          </button>
          <noscript>
            <p className={styles.note}>This form needs JavaScript to confirm your message; the email links beside it always work.</p>
          </noscript>
        </form>
      </div>
    </Section>
  );
}
