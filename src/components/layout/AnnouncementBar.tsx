import Link from '@/components/system/SiteLink';
import { announcement } from '@/config/site';
import { stringsOf } from '@/config/strings/of-locale';
import { localeNamed } from '@/config/locales';
import { ShellIcon } from './ShellIcon';
import { hook } from './shell-hooks';

/** The blue bar announcing the new release. Hidden before first paint when dismissed (see head-script); shell-controls.ts drives its close button. */
export function AnnouncementBar({ locale = 'en' }: { locale?: string }) {
  const strings = stringsOf(locale);
  return (
    <div
      role="region"
      aria-label="Announcement"
      data-announcement-id={announcement.id}
      className="announcement-bar"
    >
      <p>
        {strings.announcement.text(announcement.version)}{' '}
        <Link href={`${localeNamed(locale)?.path ?? ''}${announcement.href}`} className="announcement-link">
          {strings.announcement.link}
        </Link>
      </p>
      <button type="button" aria-label={strings.announcement.close} className="announcement-close" {...hook('announcementClose')}>
        <ShellIcon name="close" className="size-4" />
      </button>
    </div>
  );
}
