import type { MainSetupItem } from '@reading/contract/main/main-setup';
import { MAIN_SETUP_TABS } from '@reading/contract/main/main-setup-tabs';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { homeMessages } from '../../../messages/home.ts';
import { useMainSetup } from '../api/get-main-setup.ts';
import { CategoryBooks } from './category-books.tsx';
import { HomeIntro } from './home-intro.tsx';
import { HomeSections } from './home-sections.tsx';
import { ReadingStatistics } from './reading-statistics.tsx';

type HomeTab = { setupCode: string; name: string };

/** A tab's name as the reader's language gives it (decision 210), else the server's. */
const tabName = (setupCode: string, name: string) => homeMessages.tabNames[setupCode] ?? name;

const defaultTabs = (): HomeTab[] =>
  MAIN_SETUP_TABS.map(({ setupCode, name }) => ({ setupCode, name: tabName(setupCode, name) }));

/** The tabs the server's main setup switches on (useYN 'Y'), in its sort order. */
export function enabledTabs(list: readonly MainSetupItem[]): HomeTab[] {
  return list
    .filter((item) => item.useYN === 'Y')
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((item) => ({ setupCode: item.setupCode, name: tabName(item.setupCode, item.setupName) }));
}

/**
 * Spec 000 §2 Home page: a fixed tab bar, each tab switchable by server setup. Until the setup
 * arrives, or if it cannot be loaded, all tabs show: a failed load is not the user's concern.
 */
export function HomeTabs() {
  const { data } = useMainSetup();
  const tabs = data ? enabledTabs(data) : defaultTabs();

  return (
    <div className="container home-tabs">
      <Tabs
        label={homeMessages.tabsLabel}
        sticky
        items={tabs.map((tab) => ({
          id: tab.setupCode,
          label: tab.name,
          panel: <TabPanel setupCode={tab.setupCode} />,
        }))}
      />
    </div>
  );
}

function TabPanel({ setupCode }: { setupCode: string }) {
  if (setupCode === 'READING_STATISTICS') return <ReadingStatistics />;
  if (setupCode === 'CATEGORY_BOOKS') return <CategoryBooks />;
  return (
    <>
      <HomeSections />
      <HomeIntro />
    </>
  );
}
