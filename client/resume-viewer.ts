import { resumeTitleAttribute, resumeViewerAttribute } from '../components/hooks/resume-viewer';

/** The spec's loader: the preview appears after 2 seconds. */
const resumeLoaderMs = 2000;

const viewer = document.querySelector(`[${resumeViewerAttribute}]`);

function showResume(host: Element) {
  const frame = document.createElement('iframe');
  frame.src = host.getAttribute(resumeViewerAttribute) ?? '';
  frame.title = host.getAttribute(resumeTitleAttribute) ?? 'Resume';
  const loader = host.querySelector<HTMLElement>('[role="status"]');
  if (loader) loader.hidden = true;
  host.append(frame);
}

if (viewer) window.setTimeout(() => showResume(viewer), resumeLoaderMs);
