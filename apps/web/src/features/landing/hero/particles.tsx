/** Spec: 30 particles float over the hero. Positions follow the golden ratio: spread, and the same every time. */
const PARTICLES = Array.from({ length: 30 }, (_, index) => {
  const golden = 0.618_033_988_75;
  return {
    left: ((index * golden) % 1) * 100,
    top: ((index * golden * golden + 0.13) % 1) * 100,
    size: 2 + (index % 3),
    delay: (index % 10) * 0.7,
    duration: 8 + (index % 7),
  };
});

export function Particles() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
      {PARTICLES.map((particle, index) => (
        <span
          key={index}
          className="absolute rounded-full bg-accent-text/50 motion-safe:animate-pulse"
          style={{
            left: `${particle.left.toFixed(2)}%`,
            top: `${particle.top.toFixed(2)}%`,
            width: particle.size,
            height: particle.size,
            animationDelay: `${String(particle.delay)}s`,
            animationDuration: `${String(particle.duration)}s`,
          }}
        />
      ))}
    </div>
  );
}
