import type { ReactNode } from 'react';
import { tooltipAttribute, tooltipBehaviour } from './hooks/tooltip';
import { useBehaviours } from './page-needs';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  /** An icon-only link names itself in a tooltip too. */
  tooltip?: boolean;
}

/** Opens in a new tab, without giving the other site a handle on this one. */
export function ExternalLink({ href, className, children, tooltip = false, ...rest }: ExternalLinkProps) {
  useBehaviours(...(tooltip ? [tooltipBehaviour] : []));
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      {...rest}
      {...(tooltip ? { [tooltipAttribute]: true } : {})}
    >
      {children}
    </a>
  );
}
