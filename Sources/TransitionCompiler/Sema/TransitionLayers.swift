import TransitionRuntime

/// The layers of a transition's values, first wins:
///
/// 1. the transition's own entry;
/// 2. its kind's block in its file's `defaults` (`defaults.push: …`);
/// 3. its file's `defaults`.
///
/// Within a layer, `duration`, `delay` and `curve` are its own field first,
/// then that part of its `timing` token: a field written beside `timing`
/// wins over that part, and a lower layer's field loses to a higher
/// layer's `timing` (`SpecSetResolver`'s `timed`).
///
/// Below them lie the language's defaults, applied by the lowering where no
/// layer sets a field. What moves in a dismiss or pop that no layer sets is
/// the present or push that brought its screen in, played backwards: that
/// needs the other transitions of the set, lowered, so it is worked out
/// once the set is whole (`SpecSetMotions`), not as a layer here.
enum TransitionLayers {
    static func stack(of transition: borrowing DecodedTransition, kind: TransitionKind?, in file: DecodedFile) -> LayerStack<TransitionFields> {
        var stack = LayerStack<TransitionFields>()
        stack.push(transition.layer)
        if let kind { stack.push(file.kindDefaults[kind]) }
        stack.push(file.defaults)
        return stack
    }
}
