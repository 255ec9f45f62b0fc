'use client';

import { useEffect } from 'react';
import { announcement, storageKeys } from '@/config/site';
import { strings } from '@/config/strings/client';
import { isAnnouncementDismissed } from '@/lib/announcement';
import { readStorage, writeStorage } from '@/lib/storage';
import { CloseIcon } from '../icons';

function setDismissed(dismissed: boolean) {
  document.documentElement.setAttribute('data-announcement-dismissed', String(dismissed));
}

export function AnnouncementClose() {
  useEffect(() => {
    // A new announcement id makes the bar visible again and forgets the old dismissal.
    const dismissed = isAnnouncementDismissed(
      readStorage(storageKeys.announcementDismissed),
      readStorage(storageKeys.announcementId),
      announcement.id,
    );
    if (!dismissed) {
      writeStorage(storageKeys.announcementId, announcement.id);
      writeStorage(storageKeys.announcementDismissed, 'false');
    }
    setDismissed(dismissed);
  }, []);

  return (
    <button
      type="button"
      aria-label={strings.announcement.close}
      onClick={() => {
        writeStorage(storageKeys.announcementDismissed, 'true');
        writeStorage(storageKeys.announcementId, announcement.id);
        setDismissed(true);
      }}
      className="announcement-close"
    >
      <CloseIcon width={16} height={16} />
    </button>
  );
}
