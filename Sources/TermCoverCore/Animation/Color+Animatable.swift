extension Color: Animatable {
    /// ((OKLab L, a), (OKLab b, opacity)).
    ///
    /// Interpolating in OKLab keeps a fade on the path the eye expects (see
    /// `ColorSpace`). Terminal kinds other than RGB are read through their
    /// xterm RGB (the default color as a foreground), and setting always
    /// yields an `.rgb` color because `Kind` can only hold bytes.
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get {
            let lab = ColorSpace.lab(ColorSpace.rgb(of: self, asBackground: false))
            return AnimatablePair(AnimatablePair(lab.l, lab.a), AnimatablePair(lab.b, alpha))
        }
        set {
            let lab = ColorSpace.Lab(l: newValue.first.first, a: newValue.first.second, b: newValue.second.first)
            let (r, g, b) = ColorSpace.rgb(lab)
            self = Color(.rgb(r, g, b), alpha: newValue.second.second)
        }
    }
}
