import { NoticesPage } from '@lobbykit/ui';
import { useSearch } from 'wouter';

/** `/noticePage`, and `/noticePage?id=<id>` to open one notice on its page (the deep link). */
export default function NoticePageRoute({ title }: { title: string }) {
  const noticeId = new URLSearchParams(useSearch()).get('id');
  return <NoticesPage title={title} noticeId={noticeId} />;
}
