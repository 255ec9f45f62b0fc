import Link from '@/components/system/SiteLink';
import { announcement } from '@/config/site';
import { strings } from '@/config/strings';
import { AnnouncementClose } from './AnnouncementClose.client';

/** The blue bar announcing the new release. Hidden before first paint when dismissed (see head-script). */
export function AnnouncementBar() {
  return (
    <div
      role="region"
      aria-label="Announcement"
      data-announcement-id={announcement.id}
      className="announcement-bar relative flex min-h-10 items-center justify-center bg-[#1d4ed8] px-12 py-2 text-center text-sm text-white"
    >
      <p>
        {strings.announcement.text(announcement.version)}{' '}
        <Link href={announcement.href} className="font-semibold underline underline-offset-2 hover:no-underline">
          {strings.announcement.link}
        </Link>
      </p>
      <AnnouncementClose />
    </div>
  );
}
