import { PageFrame } from './PageFrame';
import type { RenderContext } from './Document';
import * as styles from './ErrorScreen.css';

export interface ErrorScreenProps {
  context: RenderContext;
  /** The status text or the error's message. */
  message: string;
}

/** Shown in place of a route that threw while rendering (watch mode only). */
export default function ErrorScreen({ context, message }: ErrorScreenProps) {
  return (
    <PageFrame context={context} title="Unexpected Application Error!" description={message}>
      <section className={styles.root} aria-labelledby="error-title">
        <h1 id="error-title" className={styles.title}>
          Unexpected Application Error!
        </h1>
        <pre className={styles.message}>{message}</pre>
      </section>
    </PageFrame>
  );
}
