/** The small label–value pairs under a list item's title. Empty values are left out. */
export function Facts({
  items,
}: {
  items: readonly (readonly [string, string | number | null | undefined])[];
}) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className="lib-item__facts">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
