import type { TeamMember } from '@/content/team';

/**
 * The card's photo: the operator's photo when one is set, otherwise a generated avatar with the
 * role's initials (the defaults invent no people, so they have no photos).
 */
export function TeamAvatar({ member }: { member: TeamMember }) {
  if (member.photoUrl) {
    return (
      <img
        src={member.photoUrl}
        alt={member.name ? `${member.name}, ${member.roleTitle}` : member.roleTitle}
        width={96}
        height={96}
        className="size-24 rounded-full object-cover ring-1 ring-border"
      />
    );
  }
  const letters = member.initials.length;
  return (
    <svg
      role="img"
      aria-label={`Avatar with the initials ${member.initials} for the ${member.roleTitle}`}
      viewBox="0 0 96 96"
      className="size-24 text-primary"
    >
      <circle cx="48" cy="48" r="47.5" className="fill-primary/10 stroke-primary/25" />
      <circle cx="48" cy="48" r="38" className="fill-primary/10" />
      <text
        x="48"
        y="48"
        dy="0.35em"
        textAnchor="middle"
        fill="currentColor"
        fontSize={letters > 2 ? 22 : 28}
        fontWeight={600}
        letterSpacing={letters > 2 ? 0.5 : 1}
      >
        {member.initials}
      </text>
    </svg>
  );
}
