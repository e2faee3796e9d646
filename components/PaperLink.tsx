import { ExternalLink } from './ExternalLink';
import { IconFileText } from './icons';
import { button } from '../styles/buttons.css';

/** The spec's 'View Research Paper' button: the paper opens in a new tab. */
export function PaperLink({ href }: { href: string }) {
  return (
    <ExternalLink href={href} className={button.secondary}>
      <IconFileText aria-hidden="true" />
      View Research Paper
    </ExternalLink>
  );
}
