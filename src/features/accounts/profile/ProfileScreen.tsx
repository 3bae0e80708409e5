import type { ReactNode } from 'react';
import { PageIntro } from '../../../app/shell/PageIntro';
import classes from './ProfileScreen.module.css';
import { ProfileLinks } from './ProfileLinks';

/** The frame of each profile screen: its intro (§3 PageIntro), the screen, and links to the others. */
export function ProfileScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={classes.screen}>
      <PageIntro title={title} />
      {children}
      <ProfileLinks />
    </div>
  );
}
