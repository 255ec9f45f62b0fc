import Link from '@/components/system/SiteLink';
import { announcement } from '@/config/site';
import { strings } from '@/config/strings/client';
import { AnnouncementClose } from './AnnouncementClose.client';

/** The blue bar announcing the new release. Hidden before first paint when dismissed (see head-script). */
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
      <AnnouncementClose />
    </div>
  );
}
