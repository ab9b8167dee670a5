import TransitionRuntime
import YAMLSource

/// `effect`, `backdrop` and `reducedMotion` as written (motion.md): each
/// mistake reported at its node, with the forms it could take.
extension NodeReader {
    static let effectForms = "`slide`, `fade`, `scale`, `none`, `{ slide: { from: EDGE, rotate: DEGREES } }` or `{ scale: { from: S, rotate: DEGREES } }`"

    mutating func effect(_ id: YAMLNodeID, field: String = "effect") -> Located<EffectValue>? {
        guard checkTag(id) else { return nil }
        let span = self.span(id)
        let target = document.target(of: id)
        guard document[target].kind == .mapping else {
            guard let word = enumeration(id, field: field, as: EffectWord.self) else { return nil }
            let value: EffectValue = switch word {
            case .none: .none
            case .fade: .fade
            case .slide: .slide(nil, rotate: 0)
            case .scale: .scale(nil, rotate: 0)
            }
            return Located(value: value, span: span)
        }
        var result: EffectValue?
        var seen = 0
        var ok = true
        forEachField(of: target, expected: "an effect", in: "`\(field)`", as: EffectWord.self) { reader, word, keyID, value in
            seen += 1
            guard seen == 1 else {
                reader.report(.invalidValueSecondEffect(word.rawValue, at: reader.location(keyID)))
                ok = false
                return
            }
            guard EffectWord.withOptions.contains(word) else {
                reader.report(.invalidValueEffectOptions(word.rawValue, field: field, at: reader.location(keyID)))
                ok = false
                return
            }
            result = reader.effectOptions(word, value)
            if result == nil { ok = false }
        }
        if seen == 0 {
            report(.invalidValueEmptyMapping(isNot: "an effect", forms: Self.effectForms, at: location(id)))
        }
        guard ok, let result else { return nil }
        return Located(value: result, span: span)
    }

    /// `{ from: …, rotate: … }` under `slide` or `scale`.
    private mutating func effectOptions(_ word: EffectWord, _ id: YAMLNodeID) -> EffectValue? {
        var edge: ScreenEdge?
        var scale: Double?
        var rotate = 0.0
        var ok = true
        forEachField(of: id, expected: "`\(word.rawValue)` to be a mapping of `from` and `rotate`", in: "`\(word.rawValue)`",
                     as: EffectOption.self) { reader, option, _, value in
            switch option {
            case .from where word == .slide:
                edge = reader.enumeration(value, field: "from", as: ScreenEdge.self)
                if edge == nil { ok = false }
            case .from:
                scale = reader.bounded(value, field: "scale `from`", in: 0.1..<1, says: "at least 0.1 and under 1")
                if scale == nil { ok = false }
            case .rotate:
                guard let angle = reader.bounded(value, field: "rotate", in: -180...180, says: "from -180 to 180 degrees") else {
                    ok = false
                    return
                }
                rotate = angle
            }
        }
        guard ok else { return nil }
        return word == .slide ? .slide(edge, rotate: rotate) : .scale(scale, rotate: rotate)
    }

    mutating func backdrop(_ id: YAMLNodeID) -> Located<Backdrop>? {
        var backdrop = Backdrop.none
        var ok = true
        forEachField(of: id, expected: "`backdrop` to be a mapping of `dim`, `parallax` and `scale`", in: "`backdrop`",
                     as: BackdropKey.self) { reader, key, _, value in
            switch key {
            case .dim:
                guard let dim = reader.bounded(value, field: "backdrop `dim`", in: 0...1, says: "from 0 to 1") else { ok = false; return }
                backdrop.dim = dim
            case .parallax:
                guard let parallax = reader.bounded(value, field: "backdrop `parallax`", in: 0...1, says: "from 0 to 1") else {
                    ok = false
                    return
                }
                backdrop.parallax = parallax
            case .scale:
                guard let scale = reader.bounded(value, field: "backdrop `scale`", in: 0.5...1, says: "from 0.5 to 1") else {
                    ok = false
                    return
                }
                backdrop.scale = scale
            }
        }
        return ok ? Located(value: backdrop, span: span(id)) : nil
    }

    mutating func reducedMotion(_ id: YAMLNodeID) -> Located<ReducedMotionValue>? {
        guard checkTag(id) else { return nil }
        let span = self.span(id)
        let target = document.target(of: id)
        guard document[target].kind == .mapping else {
            guard let word = enumeration(id, field: "reducedMotion", as: ReducedMotionWord.self) else { return nil }
            let value: ReducedMotionValue = switch word {
            case .fade: .fade
            case .instant: .instant
            case .same: .same
            }
            return Located(value: value, span: span)
        }
        var effect: Located<EffectValue>?
        var duration: Located<DurationValue>?
        var curve: Located<CurveValue>?
        var ok = true
        forEachField(of: target, expected: "`reducedMotion` to be a mapping", in: "`reducedMotion`",
                     as: ReducedMotionKey.self) { reader, key, _, value in
            switch key {
            case .effect:
                effect = reader.effect(value, field: "effect")
                if effect == nil { ok = false }
            case .duration:
                duration = reader.duration(value, field: "duration", allowsZero: true)
                if duration == nil { ok = false }
            case .curve:
                curve = reader.curve(value)
                if curve == nil { ok = false }
            }
        }
        guard ok else { return nil }
        return Located(value: .replacing(effect: effect, duration: duration, curve: curve), span: span)
    }

    /// A number in `range`, or an `out-of-range` error that `says` what the range is.
    private mutating func bounded<Bounds: RangeExpression<Double>>(_ id: YAMLNodeID, field: String, in range: Bounds,
                                                                    says: String) -> Double? {
        guard let number = number(id, field: field) else { return nil }
        guard range.contains(number) else {
            report(.outOfRangeBounded(field, says: says, found: number, at: location(id)))
            return nil
        }
        return number
    }
}
