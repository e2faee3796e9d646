import type { PageProps } from '../components/Document';
import { PageFrame } from '../components/PageFrame';
import { site } from '../data/site';
import { homePath } from '../data/addresses';
import { button } from '../styles/buttons.css';
import * as styles from './not-found.css';
import { notFoundAttribute, notFoundBehaviour } from '../components/hooks/not-found';
import { useBehaviours } from '../components/page-needs';

/** client/not-found.ts logs the missing path, which only the browser knows. */
function NotFoundNotice() {
  useBehaviours(notFoundBehaviour);
  return (
    <section className={styles.root} aria-labelledby="not-found-title" {...{ [notFoundAttribute]: true }}>
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        Oops! Page not found
      </h1>
      <a className={button.primary} href={homePath}>
        Return to Home
      </a>
    </section>
  );
}

export default function NotFoundPage({ context }: PageProps) {
  return (
    <PageFrame context={context} title={`Page not found | ${site.name}`} description="The page you were looking for does not exist.">
      <NotFoundNotice />
    </PageFrame>
  );
}
