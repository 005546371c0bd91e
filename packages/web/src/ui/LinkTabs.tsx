// A tab bar whose tabs are links (the class pages, the profile): a tab opens in a new browser tab and the URL
// names the page; arrow keys move between tabs, Enter and Space open the focused one.
import { Tabs } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';

/** Space activates a link-tab as it presses a tab button. */
const handleTabKeyDown = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === ' ') {
    event.preventDefault();
    event.currentTarget.click();
  }
};

export function LinkTabs({
  tabs,
  current,
  label,
}: {
  tabs: readonly { value: string; label: string; to: string }[];
  current: string;
  label: string;
}) {
  return (
    <Tabs value={current} mb="lg">
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            onKeyDown={handleTabKeyDown}
            // Mantine renders a button (type="button"); a link has no type.
            renderRoot={({ type: _button, ...props }) => <Link {...props} to={tab.to} />}
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
