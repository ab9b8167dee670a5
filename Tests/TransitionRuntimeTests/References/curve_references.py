#!/usr/bin/env python3
"""Reference values for TransitionRuntimeTests, computed independently of the
Swift code: Bézier curves by bisection in 40-digit arithmetic (mpmath), springs
by integrating the equation of motion numerically (mpmath.odefun, a Taylor
series integrator) rather than from the closed form the Swift code uses.
Run: python3 Tests/TransitionRuntimeTests/References/curve_references.py
"""
import mpmath as mp

mp.mp.dps = 40
STEPS = [mp.mpf(i) / 10 for i in range(11)]


def bezier_coordinate(t, p1, p2):
    return 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t ** 2 * p2 + t ** 3


def bezier_value(x, x1, y1, x2, y2):
    low, high = mp.mpf(0), mp.mpf(1)
    for _ in range(200):  # 2^-200: far below double precision
        mid = (low + high) / 2
        if bezier_coordinate(mid, x1, x2) < x:
            low = mid
        else:
            high = mid
    return bezier_coordinate((low + high) / 2, y1, y2)


def spring_positions(mass, stiffness, damping, v0, times):
    # x'' = (k(1 - x) - c x') / m, x(0) = 0, x'(0) = v0
    f = mp.odefun(lambda t, u: [u[1], (stiffness * (1 - u[0]) - damping * u[1]) / mass], 0, [mp.mpf(0), mp.mpf(v0)])
    return [f(t)[0] for t in times]


def settling_time(mass, stiffness, damping, v0, tol):
    # Last time |x - 1| = tol: scan the closed-form-free ODE solution densely
    # from far out backwards, then refine the crossing with findroot.
    f = mp.odefun(lambda t, u: [u[1], (stiffness * (1 - u[0]) - damping * u[1]) / mass], 0, [mp.mpf(0), mp.mpf(v0)])
    horizon = mp.mpf(10)
    n = 4000
    step = horizon / n
    i = n
    while i > 0 and abs(f(i * step)[0] - 1) <= tol:
        i -= 1
    return mp.findroot(lambda t: abs(f(t)[0] - 1) - tol, ((i) * step, (i + 1) * step), solver='bisect')


def show(name, values):
    print(f"{name}: [" + ", ".join(mp.nstr(mp.chop(v, 1e-30), 15) for v in values) + "]")


beziers = {
    "easeIn": (0.42, 0, 1, 1),
    "easeOut": (0, 0, 0.58, 1),
    "easeInOut": (0.42, 0, 0.58, 1),
    "tmGlide": (0.2, 0.8, 0.2, 1.0),
    "appStandard": (0.25, 0.1, 0.25, 1.0),
    "backInOut": (0.68, -0.55, 0.265, 1.55),
}
for name, (x1, y1, x2, y2) in beziers.items():
    show(name, [bezier_value(x, mp.mpf(x1), mp.mpf(y1), mp.mpf(x2), mp.mpf(y2)) for x in STEPS])

springs = {
    # name: (mass, stiffness, damping, initial velocity)
    "underdamped (ζ 0.5, response 0.5 s)": (1, (2 * mp.pi / mp.mpf("0.5")) ** 2, 4 * mp.pi * mp.mpf("0.5") / mp.mpf("0.5"), 0),
    "critical (m 1, k 100, c 20)": (1, 100, 20, 0),
    "overdamped (m 2, k 50, c 40, v0 3)": (2, 50, 40, 3),
    "appBouncy (m 1, k 220, c 18, v0 1.5)": (1, 220, 18, mp.mpf("1.5")),
}
for name, (m, k, c, v0) in springs.items():
    m, k, c, v0 = mp.mpf(m), mp.mpf(k), mp.mpf(c), mp.mpf(v0)
    show(name + " position at 0.1 s steps", spring_positions(m, k, c, v0, STEPS))
    settle = settling_time(m, k, c, v0, mp.mpf('0.001'))
    print(f"{name} settling time (tolerance 0.001): {mp.nstr(settle, 15)}")
    # TimingCurve.value(at: p) stretches the spring so p = 1 is its settling time.
    show(name + " value at progress 0.1 steps", spring_positions(m, k, c, v0, [p * settle for p in STEPS[:-1]]) + [1])
