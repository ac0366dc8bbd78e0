import { HomeTabs } from '../../features/home/components/home-tabs.tsx';
import { WelcomeSection } from '../../features/home/components/welcome-section.tsx';

/** Home, ElementaryHome, MiddleHome, HighHome: one page, told apart by the site it sits under. */
export function HomeRoute() {
  return (
    <>
      <WelcomeSection />
      <HomeTabs />
    </>
  );
}
