import { resumeFailedAttribute, resumeTitleAttribute, resumeViewerAttribute } from '../components/hooks/resume-viewer';
import { frameLoads } from '../components/hooks/frame-check';

/** The spec's loader: the preview appears after 2 seconds. */
const resumeLoaderMs = 2000;
/** How long the viewer may take after that before the sheet offers the document instead. */
const resumeFrameWaitMs = 8000;

const viewer = document.querySelector(`[${resumeViewerAttribute}]`);

async function showResume(host: Element) {
  const frame = document.createElement('iframe');
  frame.src = host.getAttribute(resumeViewerAttribute) ?? '';
  frame.title = host.getAttribute(resumeTitleAttribute) ?? 'Resume';
  const loader = host.querySelector<HTMLElement>('[role="status"]');
  if (loader) loader.hidden = true;
  host.append(frame);
  if (await frameLoads(frame, resumeFrameWaitMs)) return;
  frame.remove();
  host.setAttribute(resumeFailedAttribute, '');
}

if (viewer) window.setTimeout(() => void showResume(viewer), resumeLoaderMs);
