import type { ReactNode } from 'react';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'data-tooltip'?: boolean;
}

/** Opens in a new tab, without giving the other site a handle on this one. */
export function ExternalLink({ href, className, children, ...rest }: ExternalLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
