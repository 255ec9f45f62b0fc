import Link from '@/components/system/SiteLink';
import { announcement } from '@/config/site';
import { strings } from '@/config/strings';
import { ShellIcon } from './ShellIcon';
import { hook } from './shell-hooks';

/** The blue bar announcing the new release. Hidden before first paint when dismissed (see head-script); shell-controls.ts drives its close button. */
export function AnnouncementBar() {
  return (
    <div
      role="region"
      aria-label="Announcement"
      data-announcement-id={announcement.id}
      className="announcement-bar"
    >
      <p>
        {strings.announcement.text(announcement.version)}{' '}
        <Link href={announcement.href} className="announcement-link">
          {strings.announcement.link}
        </Link>
      </p>
      <button type="button" aria-label={strings.announcement.close} className="announcement-close" {...hook('announcementClose')}>
        <ShellIcon name="close" className="size-4" />
      </button>
    </div>
  );
}
