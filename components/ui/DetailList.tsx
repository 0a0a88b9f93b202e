/** Labels and their values as a description list. */
export function DetailList({ className, rows }: { className: string; rows: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
