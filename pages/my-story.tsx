import type { PageProps } from '../components/Document';
import { PageFrame } from '../components/PageFrame';
import { PageHeading } from '../components/PageHeading';
import { Tabs } from '../components/Tabs';
import { StoryChapters } from '../components/StoryChapters';
import { Gallery } from '../components/Gallery';
import { Resources } from '../components/Resources';
import { site } from '../data/site';
import { hasGallery } from '../data/sections';
import { storyDescription } from '../data/story-summary';
import * as styles from './page.css';

export default function MyStoryPage({ context }: PageProps) {
  return (
    <PageFrame context={context} title={`My Story | ${site.name}`} description={storyDescription}>
      <PageHeading backLabel="Back to Home" title="My Story">
        <p>The Boy Who Texted His Door Open — and Never Looked Back</p>
      </PageHeading>
      <div className={styles.body}>
        <Tabs
          id="story"
          label="My story"
          tabs={[
            // The page's h1 is 'My Story' too: without scripts its panel follows it under that heading.
            { label: 'My Story', content: <StoryChapters />, heading: false },
            ...(hasGallery ? [{ label: 'Gallery', content: <Gallery /> }] : []),
            { label: 'Resources', content: <Resources /> },
          ]}
        />
      </div>
    </PageFrame>
  );
}
