import Link from "next/link";

/** "Show all" under a shortened list: a plain link, so the full list is also a page to print. */
export function ShowAllLink({ href, label }: { href: string; label: string }) {
  return (
    <p className="mt-3 text-sm print:hidden">
      <Link href={href} prefetch={false} scroll={false} className="text-primary underline-offset-4 hover:underline">
        {label}
      </Link>
    </p>
  );
}
