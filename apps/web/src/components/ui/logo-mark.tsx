/** The service's mark: an open book on the brand colour. Decorative; the name beside it is the label. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 32 32"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="var(--site-accent, #1f5fbf)" />
      <path d="M7.5 10.2c2.9-1.5 5.8-1.5 8.5 0v12.6c-2.7-1.5-5.6-1.5-8.5 0z" fill="#fff" />
      <path d="M24.5 10.2c-2.9-1.5-5.8-1.5-8.5 0v12.6c2.7-1.5 5.6-1.5 8.5 0z" fill="#fff" fillOpacity=".72" />
    </svg>
  );
}
